import type { ChatReply, ChatRequest, FaqEntry, HotProduct } from '../../../common/assistantSchema';
import { callApi } from '../../../common/apiClient';
import { currentLanguage } from '../i18n/I18nContext';

/**
 * The assistant's calls to the shop's own API; the model service is only ever reached by the server.
 * A chat says the language on screen, so the assistant answers in it (issue 26).
 */
export async function sendChat(body: ChatRequest): Promise<ChatReply> {
  return (
    await callApi('POST /api/assistant/chat', { body: { ...body, language: body.language ?? currentLanguage() } })
  ).data;
}

/** The popular questions' answers in the language on screen (the server writes them in English and Urdu). */
export async function fetchFaq(language = currentLanguage()): Promise<FaqEntry[]> {
  return (await callApi('GET /api/assistant/faq', { query: { language } })).data;
}

export async function fetchHotProducts(): Promise<HotProduct[]> {
  return (await callApi('GET /api/hot-products')).data;
}
