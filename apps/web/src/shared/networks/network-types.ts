import type { GatewayMode } from '@lamplighter/contract';

/** Filters and page of the gateway and loop-controller lists. */
export interface NetworkFilter {
  pagenum: number;
  pagesize: number;
  keyword?: string | undefined;
  projectid?: number | undefined;
  groupid?: number | undefined;
  runstate?: number | undefined;
  /** Gateways only. */
  mode?: GatewayMode | undefined;
}

export type NetworkFilterValues = Omit<NetworkFilter, 'pagenum' | 'pagesize'>;

/** What the forms send: every device field of the family's form, plus its lights or circuits. */
export type NetworkInput = Record<string, unknown>;
