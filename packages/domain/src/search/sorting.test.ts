import { describe, expect, it } from 'vitest';
import { withSearch } from './search.fixtures';
import {
  availableSortColumns,
  defaultSortDirection,
  isSortColumn,
  searchSortColumns,
  sortColumns,
} from './sorting';

describe('sorting', () => {
  it('[D1-9.03] the sort columns are pick-up date, distance, price and the two deadheads', () => {
    expect(sortColumns).toEqual([
      'pickUpStartDate',
      'total_distance',
      'price',
      'originDeadHead',
      'destinationDeadHead',
    ]);
    expect(isSortColumn('price')).toBe(true);
    expect(isSortColumn('Price')).toBe(false);
    expect(isSortColumn(3)).toBe(false);
  });

  it('[D1-9.03] a deadhead sort exists only for a side set to a city', () => {
    expect(availableSortColumns({ originMode: 'anywhere', destinationMode: 'anywhere' })).toEqual([
      'pickUpStartDate',
      'total_distance',
      'price',
    ]);
    expect(availableSortColumns({ originMode: 'city', destinationMode: 'states' })).toEqual([
      'pickUpStartDate',
      'total_distance',
      'price',
      'originDeadHead',
    ]);
    expect(availableSortColumns({ originMode: 'anywhere', destinationMode: 'city' })).toContain(
      'destinationDeadHead',
    );
    expect(availableSortColumns({ originMode: 'city', destinationMode: 'city' })).toEqual([...sortColumns]);
  });

  it('[D1-9.03] every column sorts ascending by default except price, the other way round', () => {
    expect(defaultSortDirection('pickUpStartDate')).toBe('ASC');
    expect(defaultSortDirection('total_distance')).toBe('ASC');
    expect(defaultSortDirection('price')).toBe('DESC');
    const descending = withSearch({ defaultSortDirection: 'DESC' });
    expect(defaultSortDirection('originDeadHead', descending)).toBe('DESC');
    expect(defaultSortDirection('price', descending)).toBe('ASC');
  });

  it('a load search adds the net profit and net per day sorts when its origin is a city, best first', () => {
    expect(searchSortColumns({ originMode: 'city', destinationMode: 'anywhere' })).toEqual([
      'pickUpStartDate',
      'total_distance',
      'price',
      'originDeadHead',
      'netProfit',
      'netPerDay',
    ]);
    expect(searchSortColumns({ originMode: 'anywhere', destinationMode: 'city' })).not.toContain('netProfit');
    expect(isSortColumn('netPerDay')).toBe(true);
    expect(defaultSortDirection('netProfit')).toBe('DESC');
    expect(defaultSortDirection('netPerDay', withSearch({ defaultSortDirection: 'DESC' }))).toBe('ASC');
  });
});
