// Paged lists of loads: 'Show N More' and whether pages remain (D1-4.10, D1-9.01).

/** 'Show N More': what the next page adds, min(page size, remaining) (D1-4.10). */
export function showMoreCount(totalRecords: number, loaded: number, pageSize: number): number {
  return Math.max(0, Math.min(pageSize, totalRecords - loaded));
}

export function hasMorePages(totalRecords: number, loaded: number): boolean {
  return loaded < totalRecords;
}
