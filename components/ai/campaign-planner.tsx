"use client";

import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ChatComposer } from "./chat-composer";
import { ChatTranscript } from "./chat-transcript";
import { PlanToCampaign } from "./plan-to-campaign";
import { useStreamedChat } from "./use-streamed-chat";

/** Plan a campaign by talking it through with AI (answers stream in), then turn the conversation into the campaign. */
export function CampaignPlanner() {
  const chat = useStreamedChat("/api/campaigns/chat");
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card className="min-w-0">
        <CardHeader title="Planning chat" description="The assistant knows your brand profile." />
        <CardBody className="flex flex-col gap-4">
          <div className="max-h-[32rem] min-h-48 overflow-y-auto">
            <ChatTranscript
              turns={chat.turns}
              streaming={chat.streaming}
              empty="Say what you want to launch or promote, for whom and when."
            />
          </div>
          <ChatComposer
            onSend={chat.send}
            busy={chat.busy}
            placeholder="We launch a trail shoe in March for runners who…"
          />
        </CardBody>
      </Card>
      <Card className="self-start">
        <CardHeader title="Turn it into a campaign" />
        <CardBody>
          <PlanToCampaign turns={chat.turns} />
        </CardBody>
      </Card>
    </div>
  );
}
