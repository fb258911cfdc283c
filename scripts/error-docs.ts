/**
 * Writes docs/errors.md from the error catalogue (src/domain/error-catalogue.ts):
 * `npm run docs:errors`. A test fails when the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { renderErrorDocs } from '../src/domain/error-catalogue.ts';

writeFileSync(new URL('../docs/errors.md', import.meta.url), renderErrorDocs());
console.log('docs/errors.md written');
