import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { seedOutput } from '../playwright.config';

/**
 * The administrator the seed created for this run, read from the seed's once-only notice
 * (see playwright.config.ts): specs that act as the company (confirming a bank transfer,
 * quoting a made-to-order request) sign in with it over the real API.
 */
export function seededAdmin(): { email: string; password: string } {
  const notice = readFileSync(seedOutput, 'utf8');
  const email = /이메일 \/ e-mail:\s+(\S+)/.exec(notice)?.[1];
  const password = /비밀번호 \/ password:\s+(\S+)/.exec(notice)?.[1];
  if (!email || !password) throw new Error(`no administrator notice in ${seedOutput}`);
  return { email, password };
}

/** Signs the seeded administrator in and answers the token for the `authorization` header. */
export async function adminToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const { email, password } = seededAdmin();
  const answer = await request.post(`${baseURL}/user/login`, {
    data: { email, password, utm_id: '*', ip: '127.0.0.1' },
  });
  const body = (await answer.json()) as { resCode?: number; dataRes?: { token?: string } };
  const token = body.dataRes?.token;
  if (body.resCode !== 200 || !token)
    throw new Error(`admin sign-in failed: ${JSON.stringify(body)}`);
  return token;
}
