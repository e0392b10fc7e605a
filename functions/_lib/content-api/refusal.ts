// A refusal in words, with its status: thrown by any part of the content API and answered
// once (./protocol.ts). The same class as the git gateway's, which goes once the editor
// speaks only this API.
export { Refusal } from '../gateway/answers';
