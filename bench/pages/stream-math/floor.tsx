import { registerStreamFloor } from "../shared/stream-floor";
import { mathAnswer } from "./answer";

registerStreamFloor(mathAnswer);
