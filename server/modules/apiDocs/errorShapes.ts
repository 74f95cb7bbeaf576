import type { JsonSchema } from './yupToJsonSchema';

/** The error shapes of ARCHITECTURE.md ("Contracts"), as the OpenAPI document shows them. */
const message = (example: string): JsonSchema => ({
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  examples: [{ message: example }],
});

export const errorResponses = {
  401: {
    description:
      'Not signed in, or a missing, malformed, revoked or expired access token (with `WWW-Authenticate: Bearer`).',
    ...message('The access token is missing, malformed, revoked or expired.'),
  },
  403: {
    description:
      'Forbidden: the access token lacks the route’s scope (named in `scope`), the route is not open to tokens, or the person lacks the role.',
    ...{
      ...message('This token lacks the scope "reservations:read".'),
      properties: { message: { type: 'string' }, scope: { type: 'string' } },
    },
  },
  404: { description: 'Not found (someone else’s resource answers the same).', ...message('Not found.') },
  409: {
    description:
      'Conflict: the request lost to a change made meanwhile (sold out, taken, a newer version): the message says what, in the request’s language, and `errors` names the field when there is one. Nothing was saved or charged.',
    ...{
      type: 'object',
      properties: {
        message: { type: 'string' },
        errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      },
      required: ['message'],
      examples: [
        {
          message: 'This time has just been taken: choose another one.',
          errors: { time: ['This time has just been taken: choose another one.'] },
        },
      ],
    },
  },
  419: {
    description: 'Cookie requests only: the CSRF token (`X-CSRF-TOKEN` header or `_token` field) is missing or stale.',
    ...message('Session expired, please reload the page'),
  },
  422: {
    description: 'Invalid input: a message per field, in the request’s language (`X-Locale` or `Accept-Language`).',
    ...{
      type: 'object',
      properties: {
        message: { type: 'string' },
        errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      },
      required: ['message', 'errors'],
      examples: [{ message: 'Please give the token a name.', errors: { name: ['Please give the token a name.'] } }],
    },
  },
  429: {
    description:
      'Too many requests (per access token, or per address): come back after the seconds in the `Retry-After` header, which the message says too.',
    ...message('Too many attempts. Please try again in 40 seconds.'),
  },
} as const;

export type ErrorStatus = keyof typeof errorResponses;
