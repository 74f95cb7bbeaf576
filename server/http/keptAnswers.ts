import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerEncoding, KeptAnswer } from '../db/keptAnswer';

/** Brotli first (smaller), gzip for the rest; a client that accepts neither gets the JSON as it is. */
const ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];

/**
 * Sends a kept JSON answer as ready bytes (decision 029). From its second sending on, an answer
 * goes compressed to a client that accepts it (browsers do): compressing once pays off only for
 * an answer asked again, and a 20 KB answer costs the server more to write than 1 KB.
 */
export function sendKeptAnswer(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  const encoding =
    answer.sent++ === 0
      ? null
      : (negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) as AnswerEncoding | null);
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.in(encoding));
}
