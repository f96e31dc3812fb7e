import { dropTemplates, prepareTemplates } from './databases.ts';

export async function setup() {
  await prepareTemplates();
}

export async function teardown() {
  await dropTemplates();
}
