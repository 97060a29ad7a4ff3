import { z } from 'zod';

/** What a numeric variable may hold: a whole number in decimal digits from `min` to `max`, a power of two if asked. */
interface NumberRule {
  min: number;
  max: number;
  fallback: number;
  powerOfTwo?: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/**
 * Every number the environment sets (docs/operations.md, "Configuration"). The bounds keep each value meaningful: a
 * timer no longer than Node's 24.8-day limit, a retry backoff that still fits one after doubling, an scrypt cost Node
 * accepts within the hashing memory budget, a claim grace far above a request's duration.
 */
const rules = {
  PORT: { min: 1, max: 65_535, fallback: 3000 },
  SCRYPT_COST: { min: 2 ** 10, max: 2 ** 20, fallback: 2 ** 17, powerOfTwo: true },
  REACTOR_ATTEMPTS: { min: 1, max: 12, fallback: 8 },
  REACTOR_BACKOFF_MS: { min: 0, max: MINUTE, fallback: 250 },
  READ_YOUR_WRITES_WAIT_MS: { min: 0, max: MINUTE, fallback: 5 * SECOND },
  CLAIM_GRACE_MS: { min: SECOND, max: 7 * DAY, fallback: 10 * MINUTE },
  LEASE_MS: { min: 300, max: 10 * MINUTE, fallback: 10 * SECOND },
  PRESENCE_LEASE_MS: { min: 300, max: 10 * MINUTE, fallback: 3 * SECOND },
  LIVE_PING_INTERVAL_MS: { min: 100, max: 10 * MINUTE, fallback: 1500 },
  LIVE_PING_TIMEOUT_MS: { min: 100, max: 10 * MINUTE, fallback: 2 * SECOND },
  PRODUCT_FEEDS_EVERY_MS: { min: MINUTE, max: 30 * DAY, fallback: 6 * 60 * MINUTE },
} satisfies Record<string, NumberRule>;

type Name = keyof typeof rules;

/** Unset or empty is the default; otherwise digits only (no sign, point, exponent or hex) and within the rule. */
function numberOf({ min, max, fallback, powerOfTwo }: NumberRule) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^\d+$/)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(min)
          .max(max)
          .refine((n) => !powerOfTwo || (n & (n - 1)) === 0),
      )
      .default(fallback),
  );
}

const NumericSettings = z.object(
  Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, numberOf(rule)])) as Record<
    Name,
    ReturnType<typeof numberOf>
  >,
);

const describe = ({ min, max, powerOfTwo }: NumberRule) =>
  `${powerOfTwo ? 'a power of two' : 'a whole number'} from ${min} to ${max}`;

const invalid = (problems: string[]) => new Error(`Invalid configuration: ${problems.join('; ')}`);
const problem = (name: string, rule: NumberRule, value: string | undefined) =>
  `${name} must be ${describe(rule)}, got "${value}"`;

/** The numeric variables, parsed and range-checked; a bad one stops the start with a message naming it. */
export function numericSettings(env: Record<string, string | undefined>): Record<Name, number> {
  const parsed = NumericSettings.safeParse(env);
  if (parsed.success) return parsed.data;
  const names = [...new Set(parsed.error.issues.map((issue) => issue.path[0] as Name))];
  throw invalid(names.map((name) => problem(name, rules[name], env[name])));
}

/** A number that is one form of a variable's value (TRUST_PROXY's hop count), checked the same way. */
export function numberSetting(name: string, value: string, range: { min: number; max: number }): number {
  const rule = { ...range, fallback: range.min };
  const parsed = numberOf(rule).safeParse(value);
  if (!parsed.success) throw invalid([problem(name, rule, value)]);
  return parsed.data;
}
