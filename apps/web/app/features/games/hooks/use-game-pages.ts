import type { PageMeta } from '@casino/contracts';
import { keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';

export type GamePage<T> = { data: T[]; meta: PageMeta };

type Options<T> = {
  queryKey: QueryKey;
  fetchPage: (page: number) => Promise<GamePage<T>>;
  /** The first page the loader rendered, when it belongs to this key. */
  firstPage?: GamePage<T>;
  enabled?: boolean;
};

/** A grid's pages: the loader's first page, then one more page per "load more". */
export function useGamePages<T>({ queryKey, fetchPage, firstPage, enabled = true }: Options<T>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: GamePage<T>) =>
      last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined,
    initialData: firstPage ? { pages: [firstPage], pageParams: [1] } : undefined,
    enabled,
    // A new search keeps the last results on screen (marked busy) until its own arrive.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((page) => page.data),
    total: pages[0]?.meta.totalRows ?? 0,
    isPending: query.isPending && enabled,
    isError: query.isError,
    isUpdating: query.isPlaceholderData,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
