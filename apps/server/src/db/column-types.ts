import { customType } from 'drizzle-orm/pg-core';

/** Binary data (images), read and written as Buffers. */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
