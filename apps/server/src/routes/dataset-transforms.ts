import { Hono } from 'hono';
import { z } from 'zod';
import { findCurrentVersion } from '../dataset-versions';
import {
  applyToOriginal,
  checkTransforms,
  originalOf,
  replaceTransforms,
  versionInfoOf,
} from '../dataset-transforms';
import { findOwnDataset, PREVIEW_ROW_COUNT, uploadedDatasetOf } from '../datasets';
import type { AppEnv, RouteDeps } from '../env';
import { readPayload, sendResult } from '../protocol';
import { jsonBodyLimit } from './limits';

const datasetUuid = z.string().trim().min(1).max(100);

/**
 * `/dataset/transforms`: the dataset's whole transform list (undo and reorder send the changed
 * list). Each step is checked by the engine's own schema after ownership, so a stranger's uuid
 * answers 404 whatever the list.
 */
export const transformListPayloadSchema = z
  .object({ uuid: datasetUuid, transforms: z.array(z.unknown()) })
  .loose();

/** `/dataset/transforms/preview`: the same list and the number of first rows to answer. */
export const transformPreviewPayloadSchema = z
  .object({
    uuid: datasetUuid,
    transforms: z.array(z.unknown()),
    rows: z.number().int().min(1).max(100).default(20),
  })
  .loose();

/**
 * Data preparation of a dataset (`/dataset/transforms*`), mounted under `/dataset` beside the
 * upload routes. A list always applies to the dataset's original, in a worker; a list that fails
 * at any step stores nothing and answers the engine's bilingual error naming the step.
 */
export function datasetTransformRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const routes = new Hono<AppEnv>();
  const key = config.envelopeKey;

  routes.post('/transforms', jsonBodyLimit(config), async (c) => {
    const payload = await readPayload(c, transformListPayloadSchema, key);
    const row = await findOwnDataset(db, c.get('identity').owner, payload.uuid);
    const transforms = checkTransforms(payload.transforms);
    const current = await findCurrentVersion(db, row);
    const { dataset, version, outcome } = await replaceTransforms(
      deps,
      row,
      current,
      transforms,
      PREVIEW_ROW_COUNT,
    );
    return sendResult(
      c,
      {
        result: uploadedDatasetOf(
          dataset,
          outcome.summary.columns,
          outcome.preview,
          versionInfoOf(version),
        ),
      },
      key,
    );
  });

  routes.post('/transforms/preview', jsonBodyLimit(config), async (c) => {
    const payload = await readPayload(c, transformPreviewPayloadSchema, key);
    const row = await findOwnDataset(db, c.get('identity').owner, payload.uuid);
    const transforms = checkTransforms(payload.transforms);
    const original = await originalOf(db, row, await findCurrentVersion(db, row));
    const outcome = await applyToOriginal(deps, row, original, transforms, {
      previewRows: payload.rows,
    });
    return sendResult(
      c,
      {
        result: {
          rowCount: outcome.rowCount,
          selectedCount: outcome.selectedCount,
          columns: outcome.summary.columns,
          preview: outcome.preview,
          syntax: outcome.syntax,
        },
      },
      key,
    );
  });

  return routes;
}
