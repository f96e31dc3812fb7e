import type { FieldIssue } from '@casino/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameCatalogueProviders, gameCollections, games } from './tables.ts';

/** A name an editor's terms give the catalogue: a game's slug, a provider's id or a collection's slug. */
export type CatalogueRef = { field: string; kind: 'game' | 'provider' | 'collection'; name: string };

async function heldNames(db: Db, kind: CatalogueRef['kind'], names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows =
    kind === 'game'
      ? await db.select({ name: games.slug }).from(games).where(inArray(games.slug, names))
      : kind === 'provider'
        ? await db
            .select({ name: gameCatalogueProviders.id })
            .from(gameCatalogueProviders)
            .where(inArray(gameCatalogueProviders.id, names))
        : await db
            .select({ name: gameCollections.slug })
            .from(gameCollections)
            .where(inArray(gameCollections.slug, names));
  return new Set(rows.map((row) => row.name));
}

/**
 * The field issues (rule `catalogue`, the name as `value`) of the names the catalogue does not hold. A disabled game or collection
 * still counts as held: a promotion may name one that is switched off for now.
 */
export async function unknownCatalogueRefs(db: Db, refs: CatalogueRef[]): Promise<FieldIssue[]> {
  const kinds = ['game', 'provider', 'collection'] as const;
  const held = await Promise.all(
    kinds.map((kind) =>
      heldNames(db, kind, [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.name))]),
    ),
  );
  const heldOf = new Map(kinds.map((kind, at) => [kind, held[at]!]));
  return refs
    .filter((ref) => !heldOf.get(ref.kind)!.has(ref.name))
    .map((ref) => ({ field: ref.field, rule: 'catalogue', params: { value: ref.name } }));
}

/** Refs of a list of names sent in `field` (`field.0`, `field.1`, …). */
export const refsOf = (kind: CatalogueRef['kind'], field: string, names: readonly string[]): CatalogueRef[] =>
  names.map((name, at) => ({ field: `${field}.${at}`, kind, name }));
