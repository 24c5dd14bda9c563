import { z } from 'zod';
import type { AppConfig } from '@freight/domain/config';
import { maxPage, maxPageSize } from '../postings/choose-page-and-sort';
import { issueMessage } from '../../platform/validate';

// The paging of the My Loads lists (D2-7.04, D2-7.05): a 0-based page index and the configuration's
// My Loads page size unless the client asks for another (D2-9.01), within the bounds of every list.

export const myLoadsPaginationSchema = z
  .object({
    pageSize: z
      .int()
      .min(1)
      .max(maxPageSize, issueMessage('input.pageSize', { max: maxPageSize }))
      .nullish(),
    pageIndex: z
      .int()
      .min(0)
      .max(maxPage, issueMessage('input.page', { max: maxPage }))
      .nullish(),
  })
  .nullish();

export type MyLoadsPage = { pageSize: number; pageIndex: number; limit: number; offset: number };

export function choosePage(
  pagination: z.infer<typeof myLoadsPaginationSchema>,
  config: Pick<AppConfig, 'paging'>,
): MyLoadsPage {
  const pageSize = pagination?.pageSize ?? config.paging.myLoadsPageSize;
  const pageIndex = pagination?.pageIndex ?? 0;
  return { pageSize, pageIndex, limit: pageSize, offset: pageSize * pageIndex };
}
