import { newMember, plainPost } from './accounts-helpers';
import { identityHeaders, type Reply, type TestServer } from './helpers';

/** A public content GET (`/boards/…`), as the site's client sends it (or with no credential). */
export async function getContent(
  server: TestServer,
  path: string,
  credential: string | null = null,
): Promise<Reply<Record<string, unknown>>> {
  const response = await fetch(server.url + path, { headers: identityHeaders(credential) });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return {
    status: response.status,
    headers: response.headers,
    body,
    data: (body.dataRes ?? {}) as Record<string, unknown>,
  };
}

/** A member promoted to administrator (there is no call that makes one: the seed does). */
export async function newAdmin(server: TestServer) {
  const member = await newMember(server, { user_name: '관리자' });
  await server.db
    .updateTable('users')
    .set({ level: 'admin' })
    .where('id', '=', member.userUuid)
    .execute();
  return member;
}

/** An administration call (`/admin/content/…`) with a plain JSON body. */
export function adminCall(
  server: TestServer,
  path: string,
  body: unknown,
  credential: string | null,
): Promise<Reply<Record<string, unknown>>> {
  return plainPost(server, `/admin/content${path}`, body, credential);
}

export async function auditRows(server: TestServer) {
  return server.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
