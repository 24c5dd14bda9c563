import type { TestProject } from 'vitest/node';
import { prepareMigratedTemplate } from '../db/test-template';

/** The server project's global setup: migrates one database for the whole run, removed at its end. */
export default async function setup(project: TestProject) {
  const { template, dispose } = await prepareMigratedTemplate();
  project.provide('migratedTemplate', template);
  return dispose;
}
