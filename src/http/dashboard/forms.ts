/** Reading form bodies (application/x-www-form-urlencoded) and answering with a page. */
import type { FastifyReply } from 'fastify';
import type { Html } from './views/html.ts';

export function sendHtml(reply: FastifyReply, page: Html): FastifyReply {
  return reply.type('text/html; charset=utf-8').send(page.text);
}

/** One form field as a string ('' when missing or sent more than once). */
export function formField(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

/** A repeatable form field (checkboxes) as a list of strings. */
export function formList(body: unknown, name: string): string[] {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
