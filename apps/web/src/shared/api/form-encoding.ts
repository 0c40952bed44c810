type FormValue = string | number | boolean | null | undefined | FormValue[];

/** Form-urlencoded with bracket-style arrays (`ids[]=1&ids[]=2`), as the server reads it. */
export function encodeForm(values: Record<string, FormValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null) params.append(`${key}[]`, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  return params.toString();
}

/**
 * A list for an update's form body: bracket arrays cannot carry an empty list, and a list left out
 * keeps the stored one, so an empty list is sent as one empty value, which clears it.
 */
export function formList<T extends FormValue>(list: T[]): T[] | '' {
  return list.length > 0 ? list : '';
}
