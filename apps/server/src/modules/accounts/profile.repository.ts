import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles } from '../roles/roles.table';
import { accountFaces, accounts } from './accounts.table';

/** The signed-in account's own view of itself, and its avatar. */
export class ProfileRepository {
  constructor(private readonly db: Database) {}

  async profile(accountId: number) {
    const [row] = await this.db
      .select({
        id: accounts.id,
        username: accounts.username,
        realname: accounts.realname,
        mobile: accounts.mobile,
        email: accounts.email,
        mobileBound: accounts.mobileBound,
        emailBound: accounts.emailBound,
        parentId: accounts.parentId,
        deadline: accounts.deadline,
        createdAt: accounts.createdAt,
        roleName: roles.name,
        roleCode: roles.code,
        permissions: roles.permissions,
        faceUpdatedAt: accountFaces.updatedAt,
      })
      .from(accounts)
      .innerJoin(roles, eq(roles.id, accounts.roleId))
      .leftJoin(accountFaces, eq(accountFaces.accountId, accounts.id))
      .where(eq(accounts.id, accountId));
    return row;
  }

  async face(accountId: number) {
    const [row] = await this.db
      .select({ mime: accountFaces.mime, data: accountFaces.data, updatedAt: accountFaces.updatedAt })
      .from(accountFaces)
      .where(eq(accountFaces.accountId, accountId));
    return row;
  }

  async saveFace(accountId: number, mime: string, data: Buffer): Promise<Date> {
    const updatedAt = new Date();
    await this.db
      .insert(accountFaces)
      .values({ accountId, mime, data, updatedAt })
      .onConflictDoUpdate({ target: accountFaces.accountId, set: { mime, data, updatedAt } });
    return updatedAt;
  }
}
