// A refusal in words, with its status: thrown by any part of the content API and answered
// once (./protocol.ts). One class with the gateway's (../answers.ts).
export { Refusal } from '../answers';
