// Apart from the generator, so what only needs the version (the template's key) does not load it and pdf-lib.

/** Bump when the generated content changes, so cached fixtures are rebuilt. */
export const SAMPLE_GENERATOR_VERSION = 4;
