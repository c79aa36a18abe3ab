// 000 §5.2, §8 "bad number" (issue 32 item 3): an Omani contact number that is not one reads the
// spec's message under the field, in English and Arabic, before any passcode was ever asked for:
// the texts load with the step, not with the existing customer's passcode part (they read as
// message ids, `sXj1+P` and `H9BCHg`, before).
import { type Lang } from '../support';
import { field, nextButton, personalInfo, reachPersonalInfo, shownErrors, unexpectedErrors } from './personal-info-journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const TEXT = inEachLanguage((say) => ({
  prefix: say('The number must start with 9 or 7 or 2'),
  invalid: say('Please enter a valid MOBILE / FIXED LINE'),
}));

for (const lang of ['en', 'ar'] as Lang[]) {
  describe(`000 §5.2, §8: the contact number's own errors (${lang})`, () => {
    it("8 digits not starting with 9, 7 or 2, then too few digits: the spec's words under the field, NEXT sends nothing", async () => {
      const { page, errors } = await newShopper();
      await reachPersonalInfo(page, lang, 'prepaid');
      const phone = field(page, 'user_phone_number');
      await phone.fill('51234567');
      await nextButton(page).click();
      await personalInfo(page).getByText(TEXT[lang].prefix).waitFor();
      expect(await shownErrors(page)).toContain(`user_phone_number: ${TEXT[lang].prefix}`);
      await phone.fill('9123');
      await nextButton(page).click();
      await personalInfo(page).getByText(TEXT[lang].invalid).waitFor();
      expect(await shownErrors(page)).toContain(`user_phone_number: ${TEXT[lang].invalid}`);
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  });
}
