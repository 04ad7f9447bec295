import type { MessageParam } from "@anthropic-ai/sdk/resources/messages";
import { media } from "../media";

const base64 = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(",") + 1);

/**
 * One full agent turn in the Anthropic Messages format: the user's question, the assistant's
 * thinking and two client tool calls, their results (one with a chart image, one with a PDF), and a
 * cited markdown answer. Converted with `fromAnthropic`, exactly as an app would.
 *
 * @example
 * <MessageList messages={fromAnthropic(agentTurn)} />
 */
export const agentTurn = [
  { role: "user", content: "We're in Lyon this weekend. What will the weather be like, and can you plan the two days?" },
  {
    role: "assistant",
    content: [
      {
        type: "thinking",
        thinking: "I need the forecast first, then the itinerary tool can plan around the rain on Sunday afternoon. Both can run at once.",
        signature: "EqQBCgIYAhIMsample",
      },
      { type: "text", text: "Let me check the forecast and draft an itinerary." },
      { type: "tool_use", id: "toolu_forecast_lyon", name: "get_forecast", input: { city: "Lyon", days: 2, units: "metric" } },
      { type: "tool_use", id: "toolu_plan_lyon", name: "plan_itinerary", input: { city: "Lyon", days: ["Saturday", "Sunday"], avoid: "rain" } },
    ],
  },
  {
    role: "user",
    content: [
      {
        type: "tool_result",
        tool_use_id: "toolu_forecast_lyon",
        content: [
          { type: "text", text: JSON.stringify({ saturday: { high: 21, low: 12, sky: "sunny" }, sunday: { high: 17, low: 11, sky: "showers after 14:00", rainMm: 6 } }) },
          { type: "image", source: { type: "base64", media_type: "image/png", data: base64(media.chartData) } },
        ],
      },
      {
        type: "tool_result",
        tool_use_id: "toolu_plan_lyon",
        content: [
          { type: "text", text: "Itinerary written to itinerary.pdf (1 page)." },
          {
            type: "document",
            title: "itinerary.pdf",
            source: { type: "base64", media_type: "application/pdf", data: base64(media.itineraryData) },
          },
        ],
      },
      {
        type: "document",
        source: { type: "text", media_type: "text/plain", data: "Sunday: showers likely after 14:00, 6 mm expected. Saturday sunny, highs of 21 °C." },
        title: "Météo-France forecast for Lyon",
        citations: { enabled: true },
      },
    ],
  },
  {
    role: "assistant",
    content: [
      {
        type: "text",
        text: "**Saturday** is sunny with highs of 21 °C, so spend it outdoors:\n\n1. Morning in *Vieux Lyon* and the traboules\n2. Funicular up to **Fourvière** for the view\n3. Dinner at a *bouchon* on Rue Mercière\n\n**Sunday** turns wet after 14:00, ",
      },
      {
        type: "text",
        text: "with about 6 mm of rain expected",
        citations: [
          {
            type: "char_location",
            cited_text: "Sunday: showers likely after 14:00, 6 mm expected.",
            document_index: 0,
            document_title: "Météo-France forecast for Lyon",
            start_char_index: 0,
            end_char_index: 50,
          },
        ],
      },
      { type: "text", text: ", so keep the Parc de la Tête d'Or for the morning and the Musée des Confluences for the afternoon.\n\n| Day | High | Plan |\n| --- | --- | --- |\n| Saturday | 21 °C | Old town, Fourvière |\n| Sunday | 17 °C | Park, then museum |\n\nWith a chance of rain of $p_h = 0.6$ in each hour from 14:00 to 17:00, staying dry all afternoon is unlikely:\n\n$$\nP(\\text{dry}) = \\prod_{h=14}^{16} (1 - p_h) = 0.4^3 \\approx 6\\%\n$$\n\nSunday at a glance:\n\n```mermaid\nflowchart LR\n  park[Parc de la Tête d'Or] -->|before 14:00| lunch[Lunch]\n  lunch --> museum[Musée des Confluences]\n```\n\nThe full plan is in the attached `itinerary.pdf`; pack a light rain jacket." },
    ],
  },
] satisfies MessageParam[];
