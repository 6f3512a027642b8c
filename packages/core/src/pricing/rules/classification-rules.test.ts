import { describe, expect, it } from 'vitest';
import type { ProductClassification } from '../model/product.js';
import { canDeleteClassification, validateClassification } from './classification-rules.js';

const node = (number: string, parentNumber: string): ProductClassification => ({
  number,
  name: number,
  parentNumber,
  status: 'valid',
  level: 'merchant',
  serialNumber: 1,
  batchInterval: 4,
});
// RIGID → FR4 → FR4_HTG; FLEX at the top.
const tree = [node('RIGID', '0'), node('FR4', 'RIGID'), node('FR4_HTG', 'FR4'), node('FLEX', '0')];
const keysOf = (classification: Partial<ProductClassification>, editing?: string) =>
  validateClassification({ ...node('NEW', 'RIGID'), ...classification }, { classifications: tree, editing }).map(
    (error) => `${error.field}:${error.key}`,
  );

describe('product classification rules', () => {
  it('accepts a sound classification, also at the top of the tree', () => {
    expect(keysOf({})).toEqual([]);
    expect(keysOf({ parentNumber: '0' })).toEqual([]);
  });

  it('requires number, name, serial number and parent', () => {
    expect(validateClassification({}, { classifications: tree }).map((error) => error.key)).toEqual([
      'classification.numberRequired',
      'classification.nameRequired',
      'classification.serialRequired',
      'classification.batchIntervalRange',
      'classification.parentRequired',
    ]);
  });

  it('refuses a negative serial number', () => {
    expect(keysOf({ serialNumber: -1 })).toEqual(['serialNumber:classification.serialNegative']);
    expect(keysOf({ serialNumber: 0 })).toEqual([]);
  });

  it('keeps the batch interval between 4 and 10', () => {
    expect(keysOf({ batchInterval: 3 })).toEqual(['batchInterval:classification.batchIntervalRange']);
    expect(keysOf({ batchInterval: 4 })).toEqual([]);
    expect(keysOf({ batchInterval: 10 })).toEqual([]);
    expect(keysOf({ batchInterval: 11 })).toEqual(['batchInterval:classification.batchIntervalRange']);
  });

  it('refuses a classification as its own parent', () => {
    expect(keysOf({ number: 'NEW', parentNumber: 'NEW' })).toEqual(['parentNumber:classification.ownParent']);
  });

  it('refuses to move a classification under its own descendant', () => {
    expect(keysOf({ number: 'RIGID', parentNumber: 'FR4_HTG' }, 'RIGID')).toEqual([
      'parentNumber:classification.parentIsDescendant',
    ]);
    expect(keysOf({ number: 'FR4', parentNumber: 'FLEX' }, 'FR4')).toEqual([]);
  });

  it('refuses a parent that does not exist and a number already taken', () => {
    expect(keysOf({ parentNumber: 'NOPE' })).toEqual(['parentNumber:classification.parentNotFound']);
    expect(keysOf({ number: 'FLEX' })).toEqual(['number:classification.numberDuplicate']);
    expect(keysOf({ number: 'FLEX' }, 'FLEX')).toEqual([]);
  });

  it('refuses to delete a classification with children', () => {
    expect(canDeleteClassification('FR4', tree)).toEqual([{ field: 'number', key: 'classification.hasChildren' }]);
    expect(canDeleteClassification('FLEX', tree)).toEqual([]);
    const products = [{ number: 'P', name: 'P', classificationNumber: 'FLEX', status: 'valid' as const }];
    expect(canDeleteClassification('FLEX', tree, products)).toEqual([
      { field: 'number', key: 'classification.hasChildren' },
    ]);
  });
});
