import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** A domain schema a form can validate with: it gives an object (its input may be read loosely, e.g. preprocessed). */
export type FormSchema = z.ZodType<FieldValues, unknown>;

/** The schema's input as a form's values: `z.input`, or any record when the schema reads anything. */
export type SchemaInput<S extends FormSchema> = z.input<S> extends FieldValues ? z.input<S> : FieldValues;

/**
 * What an input may hold for a field of the schema's input: a choice of words is held as any string
 * (a Select's value; the schema judges it), every field may be absent (a hidden or not-yet-shown field),
 * and a field the schema preprocesses (`unknown`) may hold whatever its input keeps.
 */
export type FormValuesFor<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer E)[]
        ? FormValuesFor<E>[]
        : T extends Date
          ? Date
          : T extends object
            ? { [K in keyof T]?: FormValuesFor<T[K]> }
            : T;

/**
 * The options of a schema-bound form: react-hook-form's own, less the resolver (the schema is it),
 * with the starting values (a field left out starts undefined, as in react-hook-form). The values'
 * type is the schema's input (`z.input`), or the second type argument when the schema's input is
 * looser or narrower than what the inputs hold; it must fit the schema's input field by field
 * (FormValuesFor), so a field the schema reads as a string cannot hold a number.
 */
export type SchemaFormOptions<
  S extends FormSchema,
  TValues extends FieldValues,
  TOutput extends FieldValues = z.output<S>,
> = Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver' | 'defaultValues'> & {
  /** The fields' starting values (typed as the form's values, never widening them). */
  defaultValues: DefaultValues<NoInfer<TValues>>;
  /** Options for zod's parse (e.g. a custom error map), as zodResolver takes them. */
  schemaOptions?: Parameters<typeof zodResolver>[1];
  /**
   * true: the schema only judges the values; the submitted values are the form's own, untransformed
   * (the form is then typed with its values as the submitted ones).
   */
  raw?: boolean;
};

/** Fails a call whose values' type does not fit the schema's input (see FormValuesFor). */
type FitsSchema<S extends FormSchema, TValues> = [TValues] extends [FormValuesFor<SchemaInput<S>>]
  ? unknown
  : { 'The form values do not fit the schema input': never };

/**
 * The one way to build a form over a domain schema: react-hook-form's form, its values typed as the
 * inputs hold them, its submitted values typed as the schema's output (`z.output`), validated by the
 * schema on submit and re-validated as fields change after the first submit (react-hook-form's defaults).
 *
 * A schema built at run time, whose static output is only a record, may name its output as the third
 * type argument (it must be a narrowing of `z.output`).
 */
export function useSchemaForm<S extends FormSchema, TValues extends FieldValues = SchemaInput<S>>(
  schema: S,
  options: SchemaFormOptions<S, TValues, TValues> & { raw: true } & FitsSchema<S, TValues>,
): UseFormReturn<TValues, unknown, TValues>;
export function useSchemaForm<
  S extends FormSchema,
  TValues extends FieldValues = SchemaInput<S>,
  TOutput extends z.output<S> = z.output<S>,
>(
  schema: S,
  options: SchemaFormOptions<S, TValues, TOutput> & { raw?: false } & FitsSchema<S, TValues>,
): UseFormReturn<TValues, unknown, TOutput>;
// The implementation works on plain records: the overloads above carry the types. This is where the
// forms' casts went: zodResolver types a form's values as exactly the schema's input, while a form
// holds what its inputs keep (a Select a string where the schema reads a choice, a checkbox a boolean
// where it preprocesses `unknown`); FitsSchema checks the two agree field by field, and the schema's
// own rules judge the values (with their messages) on submit.
export function useSchemaForm(
  schema: z.ZodType<FieldValues, FieldValues>,
  { schemaOptions, raw = false, ...options }: SchemaFormOptions<FormSchema, FieldValues, FieldValues>,
): UseFormReturn<FieldValues, unknown, FieldValues> {
  const resolver = raw
    ? zodResolver(schema, schemaOptions, { raw: true })
    : zodResolver(schema, schemaOptions);
  return useForm<FieldValues, unknown, FieldValues>({ ...options, resolver });
}
