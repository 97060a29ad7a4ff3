import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { z } from 'zod';
import { ZodPipe } from '../../backend/src/platform/http/zod-body.js';
import { UseCaseBinding } from '../../backend/src/platform/use-case/use-case-route.js';
import { registeredRoutes } from './registered-routes.js';
import type { TestApp } from './test-app.js';

/** A route argument as a controller takes it: path parameter, query or body, with the zod schema its pipe parses. */
interface RouteArgument {
  source: 'param' | 'query' | 'body';
  /** The path parameter's name; none for a whole query or body. */
  name?: string;
  schema: z.ZodType | null;
}

const SOURCES = new Map<number, RouteArgument['source']>([
  [RouteParamtypes.PARAM, 'param'],
  [RouteParamtypes.QUERY, 'query'],
  [RouteParamtypes.BODY, 'body'],
]);

const schemaOf = (pipes: unknown[]): z.ZodType | null => {
  const pipe = pipes.find((p): p is ZodPipe<z.ZodType> => p instanceof ZodPipe);
  return pipe ? (pipe as unknown as { schema: z.ZodType }).schema : null;
};

/**
 * A use case's route takes its payload whole as the body, or field by field from its path parameters and query, and
 * with `upload` a raw body no schema describes.
 */
const useCaseArguments = ({ useCase, source }: UseCaseBinding, path: string): RouteArgument[] =>
  source === 'body'
    ? [{ source: 'body', schema: useCase.payload }]
    : Object.entries((useCase.payload as z.ZodObject).shape).map(([name, schema]): RouteArgument => {
        if (source === 'upload' && name === 'upload') return { source: 'body', schema: null };
        return path.includes(`:${name}`)
          ? { source: 'param', name, schema: schema as z.ZodType }
          : { source: 'query', schema: z.object({ [name]: schema as z.ZodType }) };
      });

/**
 * `METHOD /path` (as `registeredRoutes` names it) of every controller route, with the path parameters, query and body
 * it reads, read from NestJS's route metadata of the running app.
 */
export function routeArguments(t: TestApp): Map<string, RouteArgument[]> {
  const routes = new Map<string, RouteArgument[]>();
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const key of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[key];
        const path =
          typeof handler === 'function'
            ? (Reflect.getMetadata(PATH_METADATA, handler as object) as string | undefined)
            : undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler as object) as RequestMethod];
        const args = Object.entries(
          (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, key) ?? {}) as Record<
            string,
            { data?: unknown; pipes?: unknown[] }
          >,
        ).flatMap(([typeAndIndex, { data, pipes = [] }]): RouteArgument[] => {
          if (data instanceof UseCaseBinding) return useCaseArguments(data, path);
          const source = SOURCES.get(Number(typeAndIndex.split(':')[0]));
          return source
            ? [{ source, ...(typeof data === 'string' ? { name: data } : {}), schema: schemaOf(pipes) }]
            : [];
        });
        const full = `/${[prefix, path]
          .flatMap((part) => part.split('/'))
          .filter(Boolean)
          .join('/')}`;
        routes.set(`${method} ${full}`, args);
      }
    }
  }
  return routes;
}

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** Names that carry an identifier of a record, whatever their schema says. */
const ID_NAME = /(guid|id)$/i;

/** The dotted names of the fields under `schema` that take a guid (format uuid, alone or in a list) or a free string named as an id. */
function idFields(schema: JsonSchema, path: string): string[] {
  const options = schema.anyOf ?? [schema];
  const name = path.replace(/\[\]$/, '').split('.').at(-1) ?? '';
  const takesId = options.some(
    (o) => o.format === 'uuid' || o.items?.format === 'uuid' || (ID_NAME.test(name) && o.type === 'string' && !o.enum),
  );
  const inner = options.flatMap((o) => [
    ...Object.entries(o.properties ?? {}).flatMap(([key, value]) => idFields(value, path ? `${path}.${key}` : key)),
    ...(o.items?.properties ? idFields(o.items, `${path}[]`) : []),
  ]);
  return [...(path && takesId ? [path] : []), ...inner];
}

/**
 * Every registered route that takes a guid or an id, with the inputs that take one: path parameters as `:name`, query
 * and body fields by their dotted name (`participants[].localGuid`). Routes outside the controllers are judged by
 * their path parameters' names.
 */
export function routesTakingIds(t: TestApp): Map<string, string[]> {
  const controllerRoutes = routeArguments(t);
  const taking = new Map<string, string[]>();
  for (const [route, args] of controllerRoutes) {
    const fields = args.flatMap(({ source, name, schema }) => {
      const json = schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};
      if (source === 'param') return ID_NAME.test(name!) || json.format === 'uuid' ? [`:${name}`] : [];
      return idFields(json, '').map((field) => `${source}.${field}`);
    });
    if (fields.length > 0) taking.set(route, fields.sort());
  }
  for (const route of registeredRoutes(t).filter((r) => !controllerRoutes.has(r))) {
    const params = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((name) => ID_NAME.test(name));
    if (params.length > 0)
      taking.set(
        route,
        params.map((name) => `:${name}`),
      );
  }
  return taking;
}

/** Controller routes that read a body or query without a zod schema: what they take cannot be read from here. */
export function routesWithUnparsedInput(t: TestApp): string[] {
  return [...routeArguments(t)]
    .filter(([, args]) => args.some((a) => a.source !== 'param' && !a.schema))
    .map(([route]) => route);
}
