/**
 * Whether an update's columns give any value. Drizzle leaves out the undefined ones (a field the
 * caller did not send keeps its value) and refuses an update left with none ('No values to set').
 */
export function givesValues(columns: object): boolean {
  return Object.values(columns).some((value) => value !== undefined);
}
