import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentSchema } from './environment';

/*
 * Every variable the server reads is documented where an operator looks: a commented line in
 * .env.example and a row of README.md's "Configuration" table. A new variable is three edits
 * (the schema, .env.example, the README), and this test names whichever is missing.
 */

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(repositoryRoot, file), 'utf8');

/** `NAME=value` or `# NAME=value` (an example left commented out) at the start of a line. */
const VARIABLE_LINE = /^#?\s*([A-Z][A-Z0-9_]*)=/;

const schemaVariables = Object.keys(environmentSchema.shape).sort();

function variablesOf(envFile: string): string[] {
  return envFile
    .split('\n')
    .map((line) => VARIABLE_LINE.exec(line)?.[1])
    .filter((name) => name !== undefined);
}

/** The names in the first column of the table under "## Configuration", e.g. `PORT` / `HOST`. */
function readmeTableVariables(readme: string): string[] {
  const section = /^## Configuration\n([\s\S]*?)^#+ /m.exec(readme)?.[1];
  if (!section) throw new Error('README.md has no "## Configuration" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]),
    )
    .filter((name) => name !== undefined);
}

const missingFrom = (names: string[], from: string[]) =>
  [...new Set(names)].filter((name) => !from.includes(name));
const repeated = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index);

describe('the configuration is documented', () => {
  it('in .env.example: every variable of the schema, once, and no other', () => {
    const listed = variablesOf(read('.env.example'));

    expect(missingFrom(schemaVariables, listed), 'in the schema but not in .env.example').toEqual([]);
    expect(missingFrom(listed, schemaVariables), 'in .env.example but not in the schema').toEqual([]);
    expect(repeated(listed), 'listed more than once in .env.example').toEqual([]);
  });

  it('in .env.example: each variable with a comment of its own on the line above', () => {
    const lines = read('.env.example').split('\n');
    const uncommented = lines
      .map((line, index) => ({ name: VARIABLE_LINE.exec(line)?.[1], above: lines[index - 1] ?? '' }))
      .filter(({ name, above }) => name && (!/^#\s*\S/.test(above) || VARIABLE_LINE.test(above)))
      .map(({ name }) => name);

    expect(uncommented, 'variables in .env.example without a comment right above them').toEqual([]);
  });

  it('in README.md: every variable of the schema in the Configuration table, and no other', () => {
    const listed = readmeTableVariables(read('README.md'));

    expect(missingFrom(schemaVariables, listed), 'in the schema but not in README.md’s table').toEqual([]);
    expect(missingFrom(listed, schemaVariables), 'in README.md’s table but not in the schema').toEqual([]);
    expect(repeated(listed), 'in more than one row of README.md’s table').toEqual([]);
  });

  it('in the compose kit: each variable of deploy/compose.env.example is read by the store or by compose', () => {
    const composeFiles = [
      'compose.yaml',
      ...readdirSync(path.join(repositoryRoot, 'deploy'))
        .filter((file) => /^compose.*\.ya?ml$/.test(file))
        .map((file) => `deploy/${file}`),
    ].map(read);
    // ${NAME}, ${NAME:-default}, ${NAME:?message}; $${NAME} is the container shell's, not compose's.
    const interpolated = composeFiles.flatMap((file) =>
      [...file.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)(:?\?)?/g)].map(([, name = '', required]) => ({
        name,
        required: Boolean(required),
      })),
    );
    const listed = variablesOf(read('deploy/compose.env.example'));
    // COMPOSE_FILE, COMPOSE_PROFILES, …: Docker Compose's own settings, which it also reads from .env.
    const readByCompose = (name: string) =>
      name.startsWith('COMPOSE_') || interpolated.some((variable) => variable.name === name);

    expect(
      listed.filter((name) => !schemaVariables.includes(name) && !readByCompose(name)),
      'in deploy/compose.env.example but read by neither the store nor compose',
    ).toEqual([]);
    expect(
      missingFrom(
        interpolated.filter((variable) => variable.required).map((variable) => variable.name),
        listed,
      ),
      'required by a compose file but not in deploy/compose.env.example',
    ).toEqual([]);
  });
});
