import { pageLocale } from '@web/lib/i18n/apply-locale';

/** One fetch wrapper for the JSON API: same-origin cookies, JSON in and out, typed errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** The error's details, when the API gives them (e.g. INVALID_APPLICATION's problems). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Json = Record<string, unknown> | unknown[];

export async function api<T>(
  path: string,
  init: {
    method?: string;
    body?: Json;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    credentials: 'same-origin',
    headers: {
      /* The page's language: the server answers errors in it (decision 067). */
      'Accept-Language': pageLocale(),
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    /* Our API answers { error: { code, message } }; Better Auth answers { code, message }. */
    const payload =
      (data as { error?: Record<string, string> } | null)?.error ??
      (data as Record<string, string> | null) ??
      {};
    const details = (payload as { details?: unknown }).details;
    throw new ApiError(
      response.status,
      payload.code ?? `HTTP_${response.status}`,
      payload.message ?? response.statusText,
      payload.field,
      details && typeof details === 'object' ? (details as Record<string, unknown>) : undefined,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
