/** Besides the live events, a wall asks for its figures again this often (energy grows by the hour). */
export const WALL_REFRESH_MS = 60_000;

/**
 * The query options every wall's figures share: asked for again on the wall's clock, and retried
 * for as long as it takes (a wall left open for days outlives any outage).
 */
export const wallRefresh = { refetchInterval: WALL_REFRESH_MS, retry: true, retryDelay: 5_000 } as const;
