// The client and the endpoints several apps call; an endpoint only one remote calls lives in
// that remote's features/<x>/api.ts, on this client.
export {
  apiBase,
  configureApi,
  http,
  pageOf,
  readJson,
  readOk,
  readPage,
  ReadFailed,
  type ListPage,
} from './client.ts';
export { login, logout, register } from './users.ts';
export {
  addressOf,
  answerOf,
  call,
  idFromAddress,
  pageFrom,
  pageInAnswer,
  read,
  readOf,
  replyOf,
  type CallInput,
  type Loose,
  type ReadInput,
} from './endpoints.ts';
