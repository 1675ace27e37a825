import { type DietaryRestrictions, dietaryRestrictions } from '@hs/content';
import { Radios } from '@/components/ui/radios';
import { ChoicesWithOther } from '@/features/schedule/components/choices-with-other';
import styles from '@/features/schedule/components/form-sections.module.css';
import { ShortAnswer } from '@/features/schedule/components/short-answer';
import { useContentSchemaForm } from '@/features/schedule/components/use-sub-page-form';
import {
  createDietaryRestrictionsSchema,
  type DietaryRestrictionsValues,
} from '@/features/schedule/model/dietary-restrictions-schema';
import { translate } from '@/lib/i18n/i18n';
import { SubPageForm } from './sub-page-form';
import { yesNoOptions } from './sub-page-props';
import { type ContentFormProps, withContent } from './with-content';

/** dietaryRestrictions (dietitian): allergies or restrictions with Other, and foods not liked. */
export const DietaryRestrictionsPage = withContent(
  dietaryRestrictions,
  'schedule.loadingForm',
  DietaryRestrictionsForm,
);

function DietaryRestrictionsForm({
  content,
  ...page
}: ContentFormProps<DietaryRestrictionsValues, DietaryRestrictions>) {
  const form = useContentSchemaForm(createDietaryRestrictionsSchema, content, page);
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const yes = watch('allergiesOrRestrictions') === 'Yes';
  return (
    <SubPageForm page={page} form={form}>
      <Radios
        name="allergiesOrRestrictions"
        legend={content.allergiesLegend}
        inline
        options={yesNoOptions(page.context.options)}
        inputProps={register('allergiesOrRestrictions', { deps: ['foodAllergies', 'otherFoodAllergies'] })}
        error={errors.allergiesOrRestrictions?.message}
      />
      {yes ? (
        <div className={styles.reveal}>
          <ChoicesWithOther
            form={form}
            name="foodAllergies"
            otherName="otherFoodAllergies"
            legend={content.allergyListLegend}
            hint={translate('schedule.field.selectAll')}
            options={content.allergies}
            otherLabel={content.otherLabel}
            otherTextLabel={content.otherTextLabel}
          />
        </div>
      ) : null}
      <ShortAnswer form={form} name="foodsOrIngredientsNotLiked" label={content.foodsNotLikedLabel} />
    </SubPageForm>
  );
}
