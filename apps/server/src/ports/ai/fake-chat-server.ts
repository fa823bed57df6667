import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, its body parsed. */
export interface SeenChatRequest {
  url: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string };
  };
}

/**
 * A local stand-in for an OpenAI-compatible chat API, started by a test. `answer` is the message
 * content it replies (a string, sent as is); `status` other than 200 answers that status, and 0
 * never answers (a timeout).
 */
export interface FakeChat {
  /** The base URL (…/v1). */
  url: string;
  seen: SeenChatRequest[];
  answer: string;
  status: number;
  close(): Promise<void>;
}

export async function startFakeChat(answer: string): Promise<FakeChat> {
  const fake = { seen: [] as SeenChatRequest[], answer, status: 200 } as FakeChat;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      let parsed: SeenChatRequest['body'] = {};
      try {
        parsed = JSON.parse(body) as SeenChatRequest['body'];
      } catch {
        // kept empty: the test sees it
      }
      fake.seen.push({ url: req.url ?? '', headers: req.headers, body: parsed });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"not found"}}');
        return;
      }
      if (fake.status === 0) {
        return;
      }
      res.writeHead(fake.status, { 'content-type': 'application/json' });
      if (fake.status !== 200) {
        res.end(JSON.stringify({ error: { message: 'failure' } }));
        return;
      }
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          model: parsed.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: fake.answer }, finish_reason: 'stop' },
          ],
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return fake;
}

/** A complete, valid draft the fake can answer. */
export const FAKE_DRAFT = {
  urgentMatters: null,
  medicationGiven: null,
  medicationSigned: null,
  medicationAvailable: null,
  medicatioErrors: null,
  isMealManagementPlan: null,
  details_IfNotMealMaganementPlan: null,
  isDrinkingProblem: null,
  details_IfProblemExist: null,
  isHealthIssues: null,
  details_IfHealthIssuesExist: null,
  goal_Progress: '<p>Practised catching the bus to the library and chose two books.</p>',
  contactFamily: null,
  isIncident: false,
  details_IfIsIncident: null,
  isBehaviourConcerned: false,
  details_ifIsBehaviourConcerned: null,
};
