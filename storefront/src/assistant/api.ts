import type { ChatReply, ChatRequest, FaqEntry, HotProduct } from '../../../common/assistantSchema';
import { callApi } from '../../../common/apiClient';

/** The assistant's calls to the shop's own API; the model service is only ever reached by the server. */
export async function sendChat(body: ChatRequest): Promise<ChatReply> {
  return (await callApi('POST /api/assistant/chat', { body })).data;
}

export async function fetchFaq(): Promise<FaqEntry[]> {
  return (await callApi('GET /api/assistant/faq')).data;
}

export async function fetchHotProducts(): Promise<HotProduct[]> {
  return (await callApi('GET /api/hot-products')).data;
}
