import { parentPort } from "node:worker_threads";
import { answerWith } from "../workers/worker-task";
import { readOpenimmo } from "./read-openimmo";

// The worker thread that reads one OpenImmo file (see readOpenimmoInWorker).
answerWith(parentPort!, readOpenimmo);
