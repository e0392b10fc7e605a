/** The attribute of the copyright line, holding the year the build wrote into it. */
export const BUILD_YEAR_ATTRIBUTE = 'data-build-year';
