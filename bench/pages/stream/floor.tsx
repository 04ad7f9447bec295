import { longAnswer } from "../../../test/fixtures/markdown/documents";
import { registerStreamFloor } from "../shared/stream-floor";

registerStreamFloor(longAnswer);
