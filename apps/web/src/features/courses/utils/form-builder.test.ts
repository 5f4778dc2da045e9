import { FORM_FIELD_ID_RE, type FormField } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  addField,
  addOption,
  changeFieldType,
  checkForm,
  cleanForm,
  createField,
  moveField,
  newFieldId,
  removeField,
  removeOption,
  renameOption,
  uniqueFieldId,
} from './form-builder';

const field = (id: string, patch: Partial<FormField> = {}): FormField => ({
  id,
  label: `Q ${id}`,
  input_type: 'text',
  value: null,
  options: [],
  ...patch,
});

describe('form-field ids', () => {
  it('are 24 lower-case hex characters from crypto.getRandomValues', () => {
    for (let i = 0; i < 50; i++) expect(newFieldId()).toMatch(FORM_FIELD_ID_RE);
  });

  it('encode the 12 random bytes in order', () => {
    const bytes = (b: Uint8Array<ArrayBuffer>) => {
      b.set([0, 1, 15, 16, 255, 128, 10, 11, 12, 13, 14, 254]);
      return b;
    };
    expect(newFieldId(bytes)).toBe('00010f10ff800a0b0c0d0efe');
  });

  it('never repeat an id already in the form', () => {
    let calls = 0;
    const sequence = (b: Uint8Array<ArrayBuffer>) => {
      b.fill(calls++ === 0 ? 0 : 1);
      return b;
    };
    expect(uniqueFieldId([field('000000000000000000000000')], sequence)).toBe(
      '010101010101010101010101',
    );
  });
});

describe('form builder operations', () => {
  it.each(['radio', 'checkbox', 'select', 'dropdown'] as const)(
    'a new %s field starts with one option "Option 1"',
    (type) => expect(createField(type).options).toEqual(['Option 1']),
  );

  it.each(['text', 'textarea', 'number'] as const)('a new %s field has no options', (type) =>
    expect(createField(type).options).toEqual([]),
  );

  it('adds a field at the end with an empty label and a fresh id', () => {
    const fields = addField([field('a')], 'radio');
    expect(fields).toHaveLength(2);
    expect(fields[1]).toMatchObject({ label: '', input_type: 'radio', options: ['Option 1'] });
    expect(fields[1]!.id).toMatch(FORM_FIELD_ID_RE);
  });

  it('moves a field up and down and ignores moves past either end', () => {
    const fields = [field('a'), field('b'), field('c')];
    expect(moveField(fields, 'b', -1).map((f) => f.id)).toEqual(['b', 'a', 'c']);
    expect(moveField(fields, 'b', 1).map((f) => f.id)).toEqual(['a', 'c', 'b']);
    expect(moveField(fields, 'a', -1).map((f) => f.id)).toEqual(['a', 'b', 'c']);
    expect(moveField(fields, 'c', 1).map((f) => f.id)).toEqual(['a', 'b', 'c']);
    expect(fields.map((f) => f.id)).toEqual(['a', 'b', 'c']); // not mutated
  });

  it('deletes a field by id', () => {
    expect(removeField([field('a'), field('b')], 'a').map((f) => f.id)).toEqual(['b']);
  });

  it('edits options: add the next free number, rename, remove', () => {
    let f = createField('select');
    f = addOption(f);
    expect(f.options).toEqual(['Option 1', 'Option 2']);
    f = renameOption(f, 0, 'Red');
    f = addOption(f);
    expect(f.options).toEqual(['Red', 'Option 2', 'Option 3']);
    f = removeOption(f, 1);
    expect(f.options).toEqual(['Red', 'Option 3']);
  });

  it('changing the type keeps options of choices and drops them for free text', () => {
    const select = field('a', { input_type: 'select', options: ['X', 'Y'] });
    expect(changeFieldType(select, 'radio').options).toEqual(['X', 'Y']);
    expect(changeFieldType(select, 'textarea').options).toEqual([]);
    expect(changeFieldType(field('b'), 'dropdown').options).toEqual(['Option 1']);
    expect(changeFieldType(field('b'), 'checkbox').value).toEqual([]);
  });
});

describe('form checks before SAVE (server wording, api.md §6)', () => {
  it('accepts a good form', () => {
    expect(
      checkForm(
        'client_questionnaire',
        [field('a'), createField('radio')].map((f, i) => ({ ...f, label: `L${i}` })),
      ),
    ).toBeNull();
  });

  it('names the first field without a label, 1-based', () => {
    expect(checkForm('client_questionnaire', [field('a'), field('b', { label: ' ' })])).toBe(
      'client_questionnaire: field 2 label is required',
    );
  });

  it('wants at least one non-empty option on a choice field', () => {
    expect(
      checkForm('project_preference_form', [field('a', { input_type: 'radio', options: [' '] })]),
    ).toBe('project_preference_form: field 1 needs at least one option');
  });

  it('refuses duplicate ids', () => {
    expect(checkForm('f', [field('a'), field('a')])).toBe('f: duplicate field id');
  });

  it('cleans labels and options before sending', () => {
    expect(
      cleanForm([field('a', { label: ' L ', input_type: 'radio', options: [' x ', ''] })]),
    ).toEqual([field('a', { label: 'L', input_type: 'radio', options: ['x'] })]);
  });
});
