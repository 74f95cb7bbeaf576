import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { fieldError } from './errors';
import { httpMessages } from './messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body's text as it came ('' for any other body): the rates search keeps answers by it (decision 029). */
    jsonText: string;
  }
}

/** No form nests deeper than a handful of levels (rooms[0].children_ages[1] is 3). */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of a JSON text, counted without recursion (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * JSON bodies: an empty body is no data; a body that is not JSON, nests deeper than
 * MAX_JSON_DEPTH or carries `__proto__`/`constructor` keys answers 422 under `body`, in the
 * request's language, before any handler or schema sees it.
 */
export function registerJsonBody(app: FastifyInstance) {
  app.decorateRequest('jsonText', '');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const body = String(text);
    request.jsonText = body;
    if (body.trim() === '') return done(null, undefined);
    try {
      if (jsonDepth(body) > MAX_JSON_DEPTH) throw new RangeError('too deep');
      done(null, secureJson.parse(body, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(fieldError('body', httpMessages.bodyUnreadable, request.locale), undefined);
    }
  });
}
