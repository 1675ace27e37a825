import fc from 'fast-check';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { FormSchema } from '@/lib/patient-fields/field-rules';
import { fieldRules, problem } from '@/lib/patient-fields/field-rules';
import { PATIENT_MESSAGES } from '@/lib/patient-fields/patient-messages';
import { blanksAsText, schemaResolver } from './schema-resolver';

interface Values {
  answer: string | null;
  policy: { memberId: string };
  choices: string[];
}

const { required } = fieldRules(PATIENT_MESSAGES);

const schema: FormSchema<Values> = (v) => [
  ['answer', required('Pick one.')(v.answer as string)],
  ['policy.memberId', required('Enter the member ID.')(v.policy.memberId)],
  ['policy.memberId', problem('maxLength', 'A second problem on the same field is not shown.')],
  ['choices', null],
];

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('blanksAsText', () => {
  it('leaves no blank at any depth and keeps every other value as it was', () => {
    const leaf = fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.constant(null), fc.constant(undefined));
    const tree = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node')), fc.dictionary(fc.string(), tie('node'))),
    })).node;
    fc.assert(
      fc.property(tree, (value) => {
        const read = blanksAsText(value);
        const restored = JSON.stringify(value, (_key, item) => (item === null || item === undefined ? '' : item));
        expect(JSON.stringify(read)).toBe(restored ?? '""');
      }),
    );
  });
});

describe('schemaResolver', () => {
  it('nests each field’s first problem under its path', async () => {
    const result = await schemaResolver(schema)(
      { answer: null, policy: { memberId: ' ' }, choices: [] },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      answer: { type: 'required', message: 'Pick one.' },
      policy: { memberId: { type: 'required', message: 'Enter the member ID.' } },
    });
  });

  it('goes on with the values, blanks read as empty text, when nothing is wrong', async () => {
    const fine: FormSchema<Values> = () => [['answer', null]];
    const result = await schemaResolver(fine)(
      { answer: null, policy: { memberId: 'A1' }, choices: ['x'] },
      undefined,
      options,
    );
    expect(result).toEqual({ values: { answer: '', policy: { memberId: 'A1' }, choices: ['x'] }, errors: {} });
  });
});
