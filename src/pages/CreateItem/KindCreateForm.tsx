import { useRef } from 'react';
import type { ReactElement } from 'react';
import { errorText } from '../../api/errors';
import { useList } from '../../api/hooks';
import type { Flavor, Strain, Tag } from '../../api/types';
import { Badge } from '../../components/Badge';
import { Field } from '../../components/Field';
import { NumberInput } from '../../components/NumberInput';
import { RelationPicker } from '../../components/RelationPicker';
import { Select } from '../../components/Select';
import { ShopGroupSelect } from '../../components/ShopGroupSelect';
import { toastSaved } from '../../components/toast';
import { KIND_RELATION_LIMITS, KIND_TYPES } from '../../domain';
import type { KindType } from '../../domain';
import { ChosenList } from './ChosenList';
import {
  NEW_TAG_AMOUNT,
  cancelPathOf,
  emptyKindForm,
  pathAfterCreate,
  saveProblemOf,
  validateKindForm,
} from './createForms';
import { useCreateForm } from './useCreateForm';
import type { SaveProblem } from './createForms';
import { FormFooter, FormMessages, UseNowTick } from './FormParts';
import { KindSaveError, emptyKindSaveProgress, saveNewKind } from './saveNewKind';

const VOCABULARY_QUERY = { skip: 0, limit: 999 };

const KIND_TYPE_LABELS: Record<KindType, string> = {
  indica: 'Indica',
  sativa: 'Sativa',
  CBD: 'CBD',
  hybrid: 'Hybrid',
};

interface KindCreateFormProps {
  initialShopGroup: string;
  allowGlobal: boolean;
}

/**
 * A kind saved whose strain, tag or flavor then failed: say so, a retry continues from there.
 * Anything else shows the server's field and form errors.
 */
function kindSaveProblem(error: unknown): SaveProblem {
  if (error instanceof KindSaveError && error.step !== 'kind') {
    return {
      fields: {},
      messages: [
        `De wiet is opgeslagen, maar ${error.step} '${error.subject}' niet: ${errorText(error.failure)}. Probeer het opnieuw.`,
      ],
    };
  }
  return saveProblemOf(error instanceof KindSaveError ? error.failure : error);
}

/** 'Nieuwe wiet': a kind with its type, descriptions, 1 to 3 strains, tags and flavors. */
export function KindCreateForm({
  initialShopGroup,
  allowGlobal,
}: KindCreateFormProps): ReactElement {
  const strains = useList<Strain>('/v1/strains', VOCABULARY_QUERY);
  const tags = useList<Tag>('/v1/tags', VOCABULARY_QUERY);
  const flavors = useList<Flavor>('/v1/flavors', VOCABULARY_QUERY);
  const progress = useRef(emptyKindSaveProgress());
  const { values, errors, messages, saving, change, handleSubmit } = useCreateForm({
    initial: () => emptyKindForm(initialShopGroup),
    validate: validateKindForm,
    save: async (current) => {
      const id = await saveNewKind(current, progress.current);
      toastSaved('Added', current.name.trim());
      return pathAfterCreate('soorten', id, current.useNow);
    },
    problemOf: kindSaveProblem,
  });

  const strainIds = values.strains.flatMap((strain) => (strain.id ? [strain.id] : []));
  const tagErrors = Object.fromEntries(
    values.tags.map((_, index) => [index, errors[`tags.${index}`]]),
  );
  return (
    <form className="create-form card" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <fieldset className="create-form-grid" disabled={saving}>
        <div className="create-form-column">
          <Field label="Shop groep" required error={errors.shop_group_id}>
            {(control) => (
              <ShopGroupSelect
                {...control}
                mode="create"
                allowGlobal={allowGlobal}
                value={values.shopGroup}
                onChange={(shopGroup) => change({ shopGroup }, 'shop_group_id')}
              />
            )}
          </Field>
          <Field label="Naam" required error={errors.name}>
            {(control) => (
              <input
                {...control}
                className="input"
                autoComplete="off"
                value={values.name}
                onChange={(event) => change({ name: event.target.value }, 'name')}
              />
            )}
          </Field>
          <Field label="Soort" required error={errors.kind_type}>
            {(control) => (
              <Select
                {...control}
                options={KIND_TYPES.map((type) => ({ value: type, label: KIND_TYPE_LABELS[type] }))}
                placeholder={{ value: '', label: 'Kies…' }}
                value={values.kindType}
                onChange={(kindType) => change({ kindType }, 'kind_type')}
              />
            )}
          </Field>
          <Field
            label="Beschrijving NL"
            error={errors.description_nl}
            hint="Markdown. Mag leeg blijven wanneer er een strain gekozen is."
          >
            {(control) => (
              <textarea
                {...control}
                className="input"
                rows={5}
                value={values.descriptionNl}
                onChange={(event) =>
                  change({ descriptionNl: event.target.value }, 'description_nl')
                }
              />
            )}
          </Field>
          <Field label="Beschrijving EN" error={errors.description_en}>
            {(control) => (
              <textarea
                {...control}
                className="input"
                rows={5}
                value={values.descriptionEn}
                onChange={(event) =>
                  change({ descriptionEn: event.target.value }, 'description_en')
                }
              />
            )}
          </Field>
        </div>

        <div className="create-form-column">
          <section className="create-relations" aria-labelledby="kind-strains-title">
            <h2 id="kind-strains-title" className="create-relations-title">
              Strains <span className="field-required">*</span>{' '}
              <span className="muted">(1 tot {KIND_RELATION_LIMITS.strains})</span>
            </h2>
            <ChosenList
              items={values.strains}
              itemKey={(strain) => strain.id ?? `new:${strain.name}`}
              itemName={(strain) => strain.name}
              renderExtra={(strain) => strain.id === null && <Badge tone="green">nieuw</Badge>}
              onRemove={(removed) =>
                change(
                  { strains: values.strains.filter((strain) => strain !== removed) },
                  'strains',
                )
              }
              emptyText="Nog geen strains gekozen."
            />
            <RelationPicker
              type="strain"
              label="Strain toevoegen"
              limit={KIND_RELATION_LIMITS.strains}
              options={strains.items}
              chosenIds={strainIds}
              count={values.strains.length}
              onAdd={(strain) =>
                change(
                  { strains: [...values.strains, { id: strain.id, name: strain.name }] },
                  'strains',
                  'description_nl',
                )
              }
              {...(values.createNewStrains && {
                onAddNew: (name: string) =>
                  change(
                    { strains: [...values.strains, { id: null, name }] },
                    'strains',
                    'description_nl',
                  ),
              })}
            />
            <label className="checkbox create-new-strains">
              <input
                type="checkbox"
                checked={values.createNewStrains}
                onChange={(event) => change({ createNewStrains: event.target.checked })}
              />
              Nieuwe strain aanmaken wanneer de naam nog niet bestaat
            </label>
            {errors.strains && <p className="field-error">{errors.strains}</p>}
          </section>

          <section className="create-relations" aria-labelledby="kind-tags-title">
            <h2 id="kind-tags-title" className="create-relations-title">
              Tags <span className="muted">(max {KIND_RELATION_LIMITS.tags}, met percentage)</span>
            </h2>
            <ChosenList
              items={values.tags}
              itemKey={(tag) => tag.id}
              itemName={(tag) => tag.name}
              errors={tagErrors}
              renderExtra={(tag, index) => (
                <span className="chosen-amount">
                  <NumberInput
                    value={tag.amount}
                    step={1}
                    min={0}
                    max={100}
                    onChange={(amount) =>
                      change(
                        {
                          tags: values.tags.map((item) =>
                            item.id === tag.id ? { ...item, amount } : item,
                          ),
                        },
                        `tags.${index}`,
                      )
                    }
                    aria-label={`Percentage van ${tag.name}`}
                    aria-invalid={Boolean(errors[`tags.${index}`])}
                  />
                  <span aria-hidden="true">%</span>
                </span>
              )}
              onRemove={(removed) =>
                change({ tags: values.tags.filter((tag) => tag !== removed) }, 'tags')
              }
              emptyText="Nog geen tags gekozen."
            />
            <RelationPicker
              type="tag"
              label="Tag toevoegen"
              limit={KIND_RELATION_LIMITS.tags}
              options={tags.items}
              chosenIds={values.tags.map((tag) => tag.id)}
              onAdd={(tag) =>
                change({
                  tags: [...values.tags, { id: tag.id, name: tag.name, amount: NEW_TAG_AMOUNT }],
                })
              }
            />
          </section>

          <section className="create-relations" aria-labelledby="kind-flavors-title">
            <h2 id="kind-flavors-title" className="create-relations-title">
              Flavors <span className="muted">(max {KIND_RELATION_LIMITS.flavors})</span>
            </h2>
            <ChosenList
              items={values.flavors}
              itemKey={(flavor) => flavor.id}
              itemName={(flavor) => flavor.name}
              renderLead={(flavor) => (
                <span
                  className="flavor-swatch"
                  style={{ backgroundColor: `#${flavor.color}` }}
                  aria-hidden="true"
                >
                  {flavor.icon}
                </span>
              )}
              onRemove={(removed) =>
                change({ flavors: values.flavors.filter((flavor) => flavor !== removed) })
              }
              emptyText="Nog geen flavors gekozen."
            />
            <RelationPicker
              type="flavor"
              label="Flavor toevoegen"
              limit={KIND_RELATION_LIMITS.flavors}
              options={flavors.items}
              chosenIds={values.flavors.map((flavor) => flavor.id)}
              onAdd={(flavor) =>
                change({
                  flavors: [
                    ...values.flavors,
                    { id: flavor.id, name: flavor.name, color: flavor.color, icon: flavor.icon },
                  ],
                })
              }
            />
          </section>
          {(strains.error ?? tags.error ?? flavors.error) && (
            <p className="form-message" role="alert">
              De lijsten van strains, tags en flavors konden niet geladen worden.
            </p>
          )}
        </div>
      </fieldset>

      <FormMessages messages={messages} fieldErrorCount={Object.keys(errors).length} />
      <FormFooter
        cancelTo={cancelPathOf('soorten')}
        saving={saving}
        lead={<UseNowTick checked={values.useNow} onChange={(useNow) => change({ useNow })} />}
      />
    </form>
  );
}
