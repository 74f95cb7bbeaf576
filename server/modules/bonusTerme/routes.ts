import { LOCALES, type Locale } from '../../../domain/locales';
import { LANGUAGE_NAMES } from '../../http/answers';
import { bonusPreferenceSchema, type BonusPreferenceValues } from '../../../domain/validation';
import { requireUser, signedInUser } from '../../http/auth';
import { translate } from '../../http/messages';
import { nothing, requestSchema } from '../../http/validation';
import type { AppModule } from '../../deps';
import { bonusMessages } from './messages';
import { bonusStatus, choosePreference } from './service';

const tags = ['Account'];
const preference = requestSchema(bonusPreferenceSchema);

const schemas = {
  status: { querystring: nothing, tags, summary: 'My bonus-terme credit and preference' },
  choose: (lang: Locale) => ({
    querystring: nothing,
    body: preference,
    tags,
    summary: `Choose how to use the bonus-terme credit (${LANGUAGE_NAMES[lang]})`,
  }),
};

/** The bonus-terme preference chooser (product.md §11): every route needs a signed-in guest. */
export const bonusTermeModule: AppModule = async (app, deps) => {
  app.addHook('onRequest', requireUser);

  app.get('/api/my/bonus-terme/preference', { schema: schemas.status }, async (request) =>
    bonusStatus(deps.db, signedInUser(request).id),
  );

  // product.md §11: every language posts to its own prefix (the original description named only /it/; §14).
  for (const lang of LOCALES) {
    app.post<{ Body: BonusPreferenceValues }>(
      `/${lang}/my/bonus-terme/preferences`,
      { schema: schemas.choose(lang) },
      async (request) => {
        await choosePreference(deps.db, signedInUser(request).id, request.body.preference);
        return { message: translate(bonusMessages.saved, request.locale) };
      },
    );
  }
};
