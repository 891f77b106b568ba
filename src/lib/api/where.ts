/**
 * Checks a REST query's `where` before Payload builds SQL from it. Payload validates the paths
 * (`QueryError`, 400) but not the operators against the fields nor the shape of the values, and
 * the SQL adapters fail on what they cannot express: `where[title][near]=1,2` (no such operator
 * for a text column: "adapter.operators[…] is not a function"), `where[id][equals][0]=1&…[1]=2`
 * (an array bound as one value), `where[title][like][0]=a` (`split` of an array). Each was a 500;
 * here it is a 400 that names the condition, decided from the collection's fields.
 */
import {
  getFieldByPath,
  QueryError,
  type CollectionBeforeOperationHook,
  type FlattenedField,
  type SanitizedConfig,
  type Where,
} from 'payload'
import { isNestedRelationshipQuery, validOperatorSet } from 'payload/shared'

type Scalar = string | number | boolean | Date | null

/** One value (Payload's own queries compare dates as `Date` objects). */
const isScalar = (value: unknown): value is Scalar =>
  value === null || value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value)
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  isNestedRelationshipQuery(value)

/** Operators only the geometry (`point`) field takes; the SQL adapters have none for others. */
const POINT_OPERATORS = new Set(['near', 'within', 'intersects'])
/** Operators whose value is a list: an array of values or a comma-separated string. */
const LIST_OPERATORS = new Set(['in', 'not_in'])
/** Fields whose `equals` may name several documents (`equals` becomes `in`). */
const isRelation = (field: FlattenedField | undefined) =>
  field?.type === 'relationship' || field?.type === 'upload'

interface Context {
  config: SanitizedConfig
  fields: FlattenedField[]
  /** Versions are queried as `version.<field>`. */
  versions: boolean
}

function fieldAt(context: Context, path: string): FlattenedField | undefined {
  const schemaPath = context.versions ? path.replace(/^version\./, '') : path
  try {
    return (
      getFieldByPath({
        config: context.config,
        fields: context.fields,
        includeRelationships: true,
        path: schemaPath,
      })?.field ?? undefined
    )
  } catch {
    return undefined
  }
}

/** Why a `where` cannot be run: the path it concerns and the reason. */
export interface WhereProblem {
  path: string
  message: string
}

/** Why a condition cannot be run, or null when it can. */
function operatorProblem(
  context: Context,
  path: string,
  operator: string,
  value: unknown,
): string | WhereProblem | null {
  if (!validOperatorSet.has(operator as never)) return `"${operator}" is not an operator`
  const field = fieldAt(context, path)
  if (POINT_OPERATORS.has(operator)) {
    return field?.type === 'point' ? null : `"${operator}" only applies to a point field`
  }
  if (operator === 'all') return `"all" is not supported by this database`
  if (LIST_OPERATORS.has(operator)) {
    const ok = isScalar(value) || (Array.isArray(value) && value.every(isScalar))
    return ok ? null : `"${operator}" takes a list of values`
  }
  if (operator === 'contains') {
    if (isScalar(value)) return null
    if (isPlainObject(value) && (isRelation(field) || field?.type === 'join')) {
      return whereProblem(context, value as Where, `${path}.`)
    }
    const hasMany = field && 'hasMany' in field && field.hasMany
    if (Array.isArray(value) && hasMany && value.every(isScalar)) return null
    return `"contains" takes one value here`
  }
  if (operator === 'like' || operator === 'not_like') {
    return typeof value === 'string' ? null : `"${operator}" takes one piece of text`
  }
  if (operator === 'equals' || operator === 'not_equals') {
    if (isScalar(value)) return null
    if (isRelation(field) && Array.isArray(value) && value.every(isScalar)) return null
    // A polymorphic relationship by value: `{ relationTo, value }`.
    if (isRelation(field) && isPlainObject(value) && 'relationTo' in value && 'value' in value) {
      return isScalar(value.value) && typeof value.relationTo === 'string'
        ? null
        : `"${operator}" takes one value here`
    }
    return `"${operator}" takes one value here`
  }
  // exists, greater_than, greater_than_equal, less_than, less_than_equal
  return isScalar(value) ? null : `"${operator}" takes one value`
}

function whereProblem(context: Context, where: unknown, prefix = ''): WhereProblem | null {
  const at = (path: string, message: string) => ({ path, message })
  if (!isPlainObject(where)) return at(prefix || 'where', 'a condition must be an object')
  for (const [key, condition] of Object.entries(where)) {
    if (/^(?:and|or)$/i.test(key)) {
      if (!Array.isArray(condition)) return at(key, `"${key}" takes a list of conditions`)
      for (const each of condition) {
        const problem = whereProblem(context, each, prefix)
        if (problem) return problem
      }
      continue
    }
    const path = `${prefix}${key}`
    if (!isPlainObject(condition)) return at(path, `where[${path}] must name an operator`)
    for (const [operator, value] of Object.entries(condition)) {
      const problem = operatorProblem(context, path, operator, value)
      if (typeof problem === 'string') return at(path, `where[${path}][${operator}]: ${problem}`)
      if (problem) return problem
    }
  }
  return null
}

/** The reason a `where` cannot be run against these fields, or null. */
export function checkWhere(
  where: unknown,
  fields: FlattenedField[],
  config: SanitizedConfig,
  options: { versions?: boolean } = {},
): WhereProblem | null {
  if (where === undefined || where === null) return null
  return whereProblem({ config, fields, versions: options.versions ?? false }, where)
}

const VERSION_OPERATIONS = new Set(['findVersions', 'countVersions'])

/**
 * A collection's `beforeOperation` hook: a `where` (and each join's `where`) of a REST request
 * that cannot be run is a 400 before any query. Access is checked after it, so a visitor's malformed query to a
 * closed collection is a 400 too: it reads nothing either way.
 */
export const rejectUnrunnableWhere: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  req,
}) => {
  // Queries from outside: the site's own code (the Local API) is trusted to query what it means.
  if (req.payloadAPI === 'local') return args
  const { where, joins } = (args ?? {}) as { where?: unknown; joins?: unknown }
  const config = req.payload.config
  const problems = [
    checkWhere(where, collection.flattenedFields, config, {
      versions: VERSION_OPERATIONS.has(operation),
    }),
  ]
  if (isPlainObject(joins)) {
    for (const [name, join] of Object.entries(joins)) {
      const field = collection.flattenedFields.find((f) => f.name === name)
      const target = field?.type === 'join' ? field.collection : undefined
      const joined =
        typeof target === 'string' ? config.collections.find((c) => c.slug === target) : undefined
      if (isPlainObject(join) && 'where' in join) {
        problems.push(checkWhere(join.where, joined?.flattenedFields ?? [], config))
      }
    }
  }
  const problem = problems.find(Boolean)
  if (problem) {
    // Payload's own error for a query it cannot run (400, `{ path }` in its data), with our words.
    const error = new QueryError([{ path: problem.path }])
    error.message = `The query is not valid: ${problem.message}.`
    throw error
  }
  return args
}
