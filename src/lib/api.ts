// One thin wrapper over fetch for every call the site makes. It returns the raw Response
// because callers differ in what counts as success: page views ignore it, the contact form needs
// the status.
import { apiBaseFor } from './hosts';

/** Options shared by every API call. */
export interface ApiOptions {
  /** Bearer token; the authorization header is sent only when this is given. */
  token?: string | undefined;
  /** API base ending in /v1/; defaults to the base for the current host. */
  base?: string;
  /** Lets the request outlive the page, for tracking sent during unload. */
  keepalive?: boolean;
  /** Aborts the request, e.g. on a timeout. */
  signal?: AbortSignal;
  /** The fetch to use; tests pass a stub. */
  fetchImpl?: typeof fetch;
}

/** Resolves a relative API path against the base; absolute URLs pass through unchanged. */
export function apiUrl(path: string, base: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return new URL(path.replace(/^\/+/, ''), base).href;
}

function currentBase(): string {
  return apiBaseFor(globalThis.location?.hostname ?? '');
}

function headersFor(token: string | undefined, json: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (json) headers['content-type'] = 'application/json';
  if (token) headers['authorization'] = `Bearer ${token}`;
  return headers;
}

function send(method: string, path: string, body: BodyInit | undefined, json: boolean, options: ApiOptions) {
  const { token, base = currentBase(), keepalive, signal, fetchImpl = fetch } = options;
  const init: RequestInit = { method, headers: headersFor(token, json) };
  if (body !== undefined) init.body = body;
  if (keepalive) init.keepalive = true;
  if (signal) init.signal = signal;
  return fetchImpl(apiUrl(path, base), init);
}

/** GET a resource. */
export function apiGet(path: string, options: ApiOptions = {}): Promise<Response> {
  return send('GET', path, undefined, false, options);
}

/** POST a JSON body. */
export function apiPost(path: string, body: unknown, options: ApiOptions = {}): Promise<Response> {
  return send('POST', path, JSON.stringify(body), true, options);
}

/**
 * POST a tracking record (a page view, a video play) that outlives the page (keepalive), without
 * waiting for or reading the answer: a lost tracking call must never surface to the visitor. It
 * carries none of the options above, so the script every page runs stays small.
 */
export function apiTrack(path: string, body: unknown, base = currentBase(), fetchImpl = fetch): void {
  fetchImpl(apiUrl(path, base), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).catch(() => {});
}

/** PATCH with a JSON body. */
export function apiPatch(path: string, body: unknown, options: ApiOptions = {}): Promise<Response> {
  return send('PATCH', path, JSON.stringify(body), true, options);
}

/** DELETE a resource. */
export function apiDelete(path: string, options: ApiOptions = {}): Promise<Response> {
  return send('DELETE', path, undefined, false, options);
}

/** What a multipart upload carries besides the file. */
export interface UploadFields {
  /** File name to send with the upload; defaults to the file's own name. */
  name?: string;
  /** Extra form fields sent beside the file. */
  payload?: Record<string, string>;
}

/** POST a file as multipart form data under the field `upload`. */
export function apiUpload(path: string, file: Blob, fields: UploadFields = {}, options: ApiOptions = {}): Promise<Response> {
  const form = new FormData();
  if (fields.name === undefined) form.append('upload', file);
  else form.append('upload', file, fields.name);
  if (fields.name !== undefined) form.append('name', fields.name);
  for (const [key, value] of Object.entries(fields.payload ?? {})) form.append(key, value);
  return send('POST', path, form, false, options);
}
