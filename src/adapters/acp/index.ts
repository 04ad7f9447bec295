export { fromAcp } from "./from-acp";
export type { AcpCitationMetadata, AcpMessage, AcpMessagePart, AcpRun, AcpTrajectoryMetadata } from "./types";
