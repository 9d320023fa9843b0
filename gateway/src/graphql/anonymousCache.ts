import type { NextFunction, Request, Response } from 'express';
import { type DocumentNode, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { SESSION_COOKIE } from '../auth';
import type { CachedAnswer, PublicAnswers } from '../cache/answers';

const MAX_QUERY_LENGTH = 20_000;
const PARSED_DOCUMENTS_KEPT = 200;

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

type OperationType = 'query' | 'mutation' | 'subscription' | null;

/** The type of the named (or only) operation of a GraphQL text: parsed once per distinct text. */
function operationTypeReader() {
  const verdicts = new Map<string, OperationType>();
  return (text: string, operationName: string | null): OperationType => {
    const key = `${operationName ?? ''}\n${text}`;
    const known = verdicts.get(key);
    if (known !== undefined) return known;
    let document: DocumentNode;
    try {
      document = parse(text);
    } catch {
      return null; // Apollo answers the syntax error; nothing to cache.
    }
    const operations = document.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const operation =
      operationName === null
        ? operations.length === 1
          ? operations[0]
          : undefined
        : operations.find((candidate) => candidate.name?.value === operationName);
    const verdict = operation?.operation ?? null;
    if (verdicts.size >= PARSED_DOCUMENTS_KEPT) verdicts.delete(verdicts.keys().next().value!);
    verdicts.set(key, verdict);
    return verdict;
  };
}

/** A request that carries no session cookie (sessions travel in that cookie only). */
const isAnonymous = (req: Request) => !(req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];

/**
 * The same short-lived cache as the REST public reads, for `/graphql`: a query sent without a session is
 * answered from memory when the same text, variables and Accept header came in within the cache's time box.
 * Everything an anonymous caller can read is what every anonymous caller reads (the policy table gives them
 * public data only), so sharing their answers leaks nothing; the landing page's query is the one it serves
 * most. Only successful answers are kept (no `errors`); signed-in callers always run, and a mutation is the
 * write table's (writes/plugin.ts), as every write is. The same query arriving while one runs waits for its
 * answer (`TimedCache.share`), or runs itself if that one did not succeed.
 */
export function anonymousQueryCache(cache: PublicAnswers) {
  const operationType = operationTypeReader();
  return (req: Request, res: Response, next: NextFunction) => {
    const body = req.body as GraphQLBody | undefined;
    if (req.method !== 'POST' || typeof body?.query !== 'string' || body.query.length > MAX_QUERY_LENGTH)
      return next();
    const operationName = typeof body.operationName === 'string' ? body.operationName : null;
    const type = operationType(body.query, operationName);
    if (type !== 'query' || !isAnonymous(req)) return next();

    const key = `graphql\n${req.headers.accept ?? ''}\n${operationName ?? ''}\n${JSON.stringify(body.variables ?? null)}\n${body.query}`;
    const runAndKeep = () => {
      let deliver: (answer: CachedAnswer | undefined) => void = () => {};
      void cache.share(key, new Promise<CachedAnswer | undefined>((resolve) => (deliver = resolve)));
      // An answer never sent (the client left, the request failed before answering) is none.
      res.once('close', () => deliver(undefined));
      const send = res.send.bind(res);
      res.send = (payload?: unknown) => {
        const kept = res.statusCode === 200 && typeof payload === 'string' && !payload.includes('"errors"');
        const contentType = res.getHeader('content-type');
        deliver(
          kept
            ? {
                body: payload,
                headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
              }
            : undefined,
        );
        return send(payload);
      };
      next();
    };
    const held = cache.get(key);
    if (!held) return runAndKeep();
    held
      .then(
        (answer) => (answer ? void res.status(200).set(answer.headers).send(answer.body) : runAndKeep()),
        runAndKeep,
      )
      .catch(next);
  };
}
