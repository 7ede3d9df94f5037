import * as z from 'zod/mini';
import { ChallengeWindowSize } from '../../api/resources.js';

/**
 * The EMV 3DS messages the emulated ACS reads and writes (contract: Next actions and 3D Secure):
 * base64url JSON in form fields. Each decoder says exactly what is wrong, because its message ends
 * up on the 400 page a developer reads while wiring the kit.
 */

/** The message version the sandbox's 3DS Server issues and its ACS accepts. */
export const MESSAGE_VERSION = '2.2.0';

/** What the 3DS Method receives: which transaction, and where to post the completion notice. */
export const MethodData = z.looseObject({
  threeDSServerTransID: z.string().check(z.minLength(1)),
  threeDSMethodNotificationURL: z.string().check(z.minLength(1)),
});
export type MethodData = z.infer<typeof MethodData>;

/** The challenge request the kit posts into the ACS iframe. */
export const ChallengeRequest = z.looseObject({
  threeDSServerTransID: z.string().check(z.minLength(1)),
  acsTransID: z.string().check(z.minLength(1)),
  messageType: z.literal('CReq'),
  messageVersion: z.literal(MESSAGE_VERSION),
  challengeWindowSize: ChallengeWindowSize,
});
export type ChallengeRequest = z.infer<typeof ChallengeRequest>;

/** The challenge response the ACS posts to the notification page. */
export const ChallengeResponse = z.strictObject({
  threeDSServerTransID: z.string(),
  acsTransID: z.string(),
  messageType: z.literal('CRes'),
  messageVersion: z.literal(MESSAGE_VERSION),
  transStatus: z.enum(['Y', 'N']),
  challengeCompletionInd: z.literal('Y'),
  /** EMV: `01` = the cardholder selected Cancel. */
  challengeCancel: z.optional(z.literal('01')),
});
export type ChallengeResponse = z.infer<typeof ChallengeResponse>;

/** The cardholder's answer, as the bank page's form posts it. */
export const CardholderAnswer = z.looseObject({
  threeDSServerTransID: z.string().check(z.minLength(1, 'is missing')),
  acsTransID: z.string().check(z.minLength(1, 'is missing')),
  action: z.enum(['submit', 'cancel'], 'must be submit or cancel'),
  code: z.optional(z.string().check(z.maxLength(32, 'must be at most 32 characters'))),
});
export type CardholderAnswer = z.infer<typeof CardholderAnswer>;

/** A decoding problem, worded for the page that reports it. */
export class MessageError extends Error {
  override readonly name = 'MessageError';
}

export function encodeMessage(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The base64url alphabet, with or without `=` padding to a multiple of four characters. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Decodes base64url JSON, padded or not, and checks it with `schema`. Standard base64 (`+`, `/`),
 * misplaced padding, a length no encoder produces, non-UTF-8 bytes and non-JSON are refused.
 */
export function decodeMessage<Schema extends z.ZodMiniType>(field: string, value: string, schema: Schema): z.infer<Schema> {
  const unpadded = value.replace(/={1,2}$/, '');
  const padded = unpadded !== value;
  if (!BASE64URL.test(unpadded)) {
    throw new MessageError(`${field} is not base64url: only A–Z, a–z, 0–9, "-" and "_" may appear (with "=" padding at the end).`);
  }
  if (unpadded.length % 4 === 1 || (padded && value.length % 4 !== 0)) {
    throw new MessageError(`${field} has a length no base64url encoder produces: it is truncated or wrongly padded.`);
  }
  const bytes = Buffer.from(unpadded, 'base64url');
  if (bytes.toString('base64url') !== unpadded) {
    throw new MessageError(`${field} is not canonical base64url: its last character carries stray bits.`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new MessageError(`${field} does not decode to UTF-8 text.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new MessageError(`${field} does not decode to JSON.`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'the message';
    throw new MessageError(`${field} decodes to JSON, but ${where} ${describeIssue(issue, json)}.`);
  }
  return parsed.data;
}

function describeIssue(issue: z.core.$ZodIssue | undefined, input: unknown): string {
  if (!issue) return 'is invalid';
  if (issue.code === 'invalid_type') {
    let value = input;
    for (const key of issue.path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    return value === undefined ? 'is missing' : `must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
  }
  if (issue.code === 'invalid_value') return `must be ${issue.values.map(String).join(' or ')}`;
  if (issue.code === 'too_small') return 'is empty';
  return issue.message;
}
