/**
 * The shape a translation of an English message object must have (decision 062): the same keys,
 * strings for strings, functions taking the same arguments for functions, the same numbers and
 * flags. A Spanish area file types each object as `Translation<typeof EN.X>`, so a key missing
 * from it, or one English no longer has, fails the type check.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends readonly (infer E)[]
        ? readonly Translation<E>[]
        : T extends object
          ? { readonly [K in keyof T]: Translation<T[K]> }
          : T;
