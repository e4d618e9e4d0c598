import { startFakeModel, type FakeModel } from './fakeModel';
import { startTestShop, type TestShop } from './testShop';

/**
 * The fake model service and two test shops wired to it, for the assistant's API tests: one with a
 * model key in GEMINI_API_KEY (the assistant asks the model), one without (canned answers until the
 * owner saves a key). `close` closes the shops, then the fake.
 */
export async function startAssistantShops(
  modelKey: string,
): Promise<{ fake: FakeModel; withModel: TestShop; keyless: TestShop; close: () => Promise<void> }> {
  const fake = await startFakeModel();
  const withModel = await startTestShop({ env: { GEMINI_API_KEY: modelKey, GEMINI_BASE_URL: fake.url } });
  const keyless = await startTestShop({ env: { GEMINI_BASE_URL: fake.url } });
  return {
    fake,
    withModel,
    keyless,
    close: async () => {
      await withModel.close();
      await keyless.close();
      await fake.close();
    },
  };
}
